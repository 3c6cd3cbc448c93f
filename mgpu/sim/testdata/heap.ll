; ModuleID = 'heap.cu'
source_filename = "heap.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z7scratchiPi(i32 noundef %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6, !dbg !15
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6, !dbg !19
  %5 = mul i32 %3, %4, !dbg !22
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6, !dbg !23
  %7 = add i32 %5, %6, !dbg !26
  %8 = sext i32 %0 to i64, !dbg !27
  %9 = shl nsw i64 %8, 2, !dbg !28
  %10 = tail call i8* @malloc(i64 noundef %9) #7, !dbg !29
  %11 = bitcast i8* %10 to i32*, !dbg !30
  %12 = icmp eq i8* %10, null, !dbg !31
  br i1 %12, label %21, label %13, !dbg !32

13:                                               ; preds = %2
  %14 = icmp sgt i32 %0, 0, !dbg !33
  br i1 %14, label %15, label %79, !dbg !34

15:                                               ; preds = %13
  %16 = add i32 %0, -1, !dbg !34
  %17 = and i32 %0, 3, !dbg !34
  %18 = icmp ult i32 %16, 3, !dbg !34
  br i1 %18, label %24, label %19, !dbg !34

19:                                               ; preds = %15
  %20 = and i32 %0, -4, !dbg !34
  br label %42, !dbg !34

21:                                               ; preds = %2
  %22 = sext i32 %7 to i64, !dbg !35
  %23 = getelementptr inbounds i32, i32* %1, i64 %22, !dbg !35
  store i32 -1, i32* %23, align 4, !dbg !36, !tbaa !37
  br label %114, !dbg !41

24:                                               ; preds = %42, %15
  %25 = phi i32 [ 0, %15 ], [ %60, %42 ]
  %26 = icmp eq i32 %17, 0, !dbg !34
  br i1 %26, label %36, label %27, !dbg !34

27:                                               ; preds = %24, %27
  %28 = phi i32 [ %33, %27 ], [ %25, %24 ]
  %29 = phi i32 [ %34, %27 ], [ 0, %24 ]
  %30 = add nsw i32 %28, %7, !dbg !42
  %31 = zext i32 %28 to i64, !dbg !43
  %32 = getelementptr inbounds i32, i32* %11, i64 %31, !dbg !43
  store i32 %30, i32* %32, align 4, !dbg !44, !tbaa !37
  %33 = add nuw nsw i32 %28, 1, !dbg !45
  %34 = add i32 %29, 1, !dbg !34
  %35 = icmp eq i32 %34, %17, !dbg !34
  br i1 %35, label %36, label %27, !dbg !34, !llvm.loop !46

36:                                               ; preds = %27, %24
  br i1 %14, label %37, label %79, !dbg !48

37:                                               ; preds = %36
  %38 = and i32 %0, 3, !dbg !48
  %39 = icmp ult i32 %16, 3, !dbg !48
  br i1 %39, label %63, label %40, !dbg !48

40:                                               ; preds = %37
  %41 = and i32 %0, -4, !dbg !48
  br label %88, !dbg !48

42:                                               ; preds = %42, %19
  %43 = phi i32 [ 0, %19 ], [ %60, %42 ]
  %44 = phi i32 [ 0, %19 ], [ %61, %42 ]
  %45 = add nsw i32 %43, %7, !dbg !42
  %46 = zext i32 %43 to i64, !dbg !43
  %47 = getelementptr inbounds i32, i32* %11, i64 %46, !dbg !43
  store i32 %45, i32* %47, align 4, !dbg !44, !tbaa !37
  %48 = or i32 %43, 1, !dbg !45
  %49 = add nsw i32 %48, %7, !dbg !42
  %50 = zext i32 %48 to i64, !dbg !43
  %51 = getelementptr inbounds i32, i32* %11, i64 %50, !dbg !43
  store i32 %49, i32* %51, align 4, !dbg !44, !tbaa !37
  %52 = or i32 %43, 2, !dbg !45
  %53 = add nsw i32 %52, %7, !dbg !42
  %54 = zext i32 %52 to i64, !dbg !43
  %55 = getelementptr inbounds i32, i32* %11, i64 %54, !dbg !43
  store i32 %53, i32* %55, align 4, !dbg !44, !tbaa !37
  %56 = or i32 %43, 3, !dbg !45
  %57 = add nsw i32 %56, %7, !dbg !42
  %58 = zext i32 %56 to i64, !dbg !43
  %59 = getelementptr inbounds i32, i32* %11, i64 %58, !dbg !43
  store i32 %57, i32* %59, align 4, !dbg !44, !tbaa !37
  %60 = add nuw nsw i32 %43, 4, !dbg !45
  %61 = add i32 %44, 4, !dbg !34
  %62 = icmp eq i32 %61, %20, !dbg !34
  br i1 %62, label %24, label %42, !dbg !34, !llvm.loop !49

63:                                               ; preds = %88, %37
  %64 = phi i32 [ undef, %37 ], [ %110, %88 ]
  %65 = phi i32 [ 0, %37 ], [ %111, %88 ]
  %66 = phi i32 [ 0, %37 ], [ %110, %88 ]
  %67 = icmp eq i32 %38, 0, !dbg !48
  br i1 %67, label %79, label %68, !dbg !48

68:                                               ; preds = %63, %68
  %69 = phi i32 [ %76, %68 ], [ %65, %63 ]
  %70 = phi i32 [ %75, %68 ], [ %66, %63 ]
  %71 = phi i32 [ %77, %68 ], [ 0, %63 ]
  %72 = zext i32 %69 to i64, !dbg !52
  %73 = getelementptr inbounds i32, i32* %11, i64 %72, !dbg !52
  %74 = load i32, i32* %73, align 4, !dbg !52, !tbaa !37
  %75 = add nsw i32 %74, %70, !dbg !53
  %76 = add nuw nsw i32 %69, 1, !dbg !54
  %77 = add i32 %71, 1, !dbg !48
  %78 = icmp eq i32 %77, %38, !dbg !48
  br i1 %78, label %79, label %68, !dbg !48, !llvm.loop !55

79:                                               ; preds = %63, %68, %13, %36
  %80 = phi i32 [ 0, %36 ], [ 0, %13 ], [ %64, %63 ], [ %75, %68 ], !dbg !56
  %81 = ptrtoint i8* %10 to i64, !dbg !57
  %82 = and i64 %81, 15, !dbg !58
  %83 = icmp ne i64 %82, 0, !dbg !59
  %84 = zext i1 %83 to i32, !dbg !60
  %85 = add nsw i32 %80, %84, !dbg !61
  %86 = sext i32 %7 to i64, !dbg !62
  %87 = getelementptr inbounds i32, i32* %1, i64 %86, !dbg !62
  store i32 %85, i32* %87, align 4, !dbg !63, !tbaa !37
  tail call void @free(i8* noundef nonnull %10) #7, !dbg !64
  br label %114, !dbg !65

88:                                               ; preds = %88, %40
  %89 = phi i32 [ 0, %40 ], [ %111, %88 ]
  %90 = phi i32 [ 0, %40 ], [ %110, %88 ]
  %91 = phi i32 [ 0, %40 ], [ %112, %88 ]
  %92 = zext i32 %89 to i64, !dbg !52
  %93 = getelementptr inbounds i32, i32* %11, i64 %92, !dbg !52
  %94 = load i32, i32* %93, align 4, !dbg !52, !tbaa !37
  %95 = add nsw i32 %94, %90, !dbg !53
  %96 = or i32 %89, 1, !dbg !54
  %97 = zext i32 %96 to i64, !dbg !52
  %98 = getelementptr inbounds i32, i32* %11, i64 %97, !dbg !52
  %99 = load i32, i32* %98, align 4, !dbg !52, !tbaa !37
  %100 = add nsw i32 %99, %95, !dbg !53
  %101 = or i32 %89, 2, !dbg !54
  %102 = zext i32 %101 to i64, !dbg !52
  %103 = getelementptr inbounds i32, i32* %11, i64 %102, !dbg !52
  %104 = load i32, i32* %103, align 4, !dbg !52, !tbaa !37
  %105 = add nsw i32 %104, %100, !dbg !53
  %106 = or i32 %89, 3, !dbg !54
  %107 = zext i32 %106 to i64, !dbg !52
  %108 = getelementptr inbounds i32, i32* %11, i64 %107, !dbg !52
  %109 = load i32, i32* %108, align 4, !dbg !52, !tbaa !37
  %110 = add nsw i32 %109, %105, !dbg !53
  %111 = add nuw nsw i32 %89, 4, !dbg !54
  %112 = add i32 %91, 4, !dbg !48
  %113 = icmp eq i32 %112, %41, !dbg !48
  br i1 %113, label %63, label %88, !dbg !48, !llvm.loop !66

114:                                              ; preds = %79, %21
  ret void, !dbg !65
}

; Function Attrs: convergent inaccessiblememonly mustprogress nofree nounwind willreturn
declare dso_local noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare dso_local void @free(i8* nocapture noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define dso_local void @_Z4keepPPcy(i8** nocapture noundef writeonly %0, i64 noundef %1) local_unnamed_addr #3 !dbg !68 {
  %3 = tail call i8* @malloc(i64 noundef %1) #7, !dbg !69
  store i8* %3, i8** %0, align 8, !dbg !70, !tbaa !71
  ret void, !dbg !73
}

; Function Attrs: convergent mustprogress norecurse nounwind willreturn
define dso_local void @_Z7releasePPc(i8** nocapture noundef readonly %0) local_unnamed_addr #4 !dbg !74 {
  %2 = load i8*, i8** %0, align 8, !dbg !75, !tbaa !71
  tail call void @free(i8* noundef %2) #7, !dbg !76
  ret void, !dbg !77
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #1 = { convergent inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #2 = { convergent inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #3 = { convergent mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #4 = { convergent mustprogress norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #5 = { nofree nosync nounwind readnone speculatable }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9, !10}
!llvm.ident = !{!11}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 0]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "heap.cu", directory: ".")
!8 = !{void (i32, i32*)* @_Z7scratchiPi, !"kernel", i32 1}
!9 = !{void (i8**, i64)* @_Z4keepPPcy, !"kernel", i32 1}
!10 = !{void (i8**)* @_Z7releasePPc, !"kernel", i32 1}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "scratch", scope: !7, file: !7, line: 6, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!17 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: ".")
!18 = distinct !DILocation(line: 7, column: 11, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!21 = distinct !DILocation(line: 7, column: 24, scope: !12)
!22 = !DILocation(line: 7, column: 22, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!25 = distinct !DILocation(line: 7, column: 37, scope: !12)
!26 = !DILocation(line: 7, column: 35, scope: !12)
!27 = !DILocation(line: 8, column: 26, scope: !12)
!28 = !DILocation(line: 8, column: 28, scope: !12)
!29 = !DILocation(line: 8, column: 19, scope: !12)
!30 = !DILocation(line: 8, column: 12, scope: !12)
!31 = !DILocation(line: 9, column: 9, scope: !12)
!32 = !DILocation(line: 9, column: 7, scope: !12)
!33 = !DILocation(line: 13, column: 21, scope: !12)
!34 = !DILocation(line: 13, column: 3, scope: !12)
!35 = !DILocation(line: 10, column: 5, scope: !12)
!36 = !DILocation(line: 10, column: 12, scope: !12)
!37 = !{!38, !38, i64 0}
!38 = !{!"int", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C++ TBAA"}
!41 = !DILocation(line: 11, column: 5, scope: !12)
!42 = !DILocation(line: 14, column: 14, scope: !12)
!43 = !DILocation(line: 14, column: 5, scope: !12)
!44 = !DILocation(line: 14, column: 10, scope: !12)
!45 = !DILocation(line: 13, column: 27, scope: !12)
!46 = distinct !{!46, !47}
!47 = !{!"llvm.loop.unroll.disable"}
!48 = !DILocation(line: 16, column: 3, scope: !12)
!49 = distinct !{!49, !34, !50, !51}
!50 = !DILocation(line: 14, column: 16, scope: !12)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !DILocation(line: 17, column: 10, scope: !12)
!53 = !DILocation(line: 17, column: 7, scope: !12)
!54 = !DILocation(line: 16, column: 27, scope: !12)
!55 = distinct !{!55, !47}
!56 = !DILocation(line: 0, scope: !12)
!57 = !DILocation(line: 18, column: 18, scope: !12)
!58 = !DILocation(line: 18, column: 40, scope: !12)
!59 = !DILocation(line: 18, column: 46, scope: !12)
!60 = !DILocation(line: 18, column: 16, scope: !12)
!61 = !DILocation(line: 18, column: 14, scope: !12)
!62 = !DILocation(line: 18, column: 3, scope: !12)
!63 = !DILocation(line: 18, column: 10, scope: !12)
!64 = !DILocation(line: 19, column: 3, scope: !12)
!65 = !DILocation(line: 20, column: 1, scope: !12)
!66 = distinct !{!66, !48, !67, !51}
!67 = !DILocation(line: 17, column: 13, scope: !12)
!68 = distinct !DISubprogram(name: "keep", scope: !7, file: !7, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!69 = !DILocation(line: 23, column: 75, scope: !68)
!70 = !DILocation(line: 23, column: 65, scope: !68)
!71 = !{!72, !72, i64 0}
!72 = !{!"any pointer", !39, i64 0}
!73 = !DILocation(line: 23, column: 86, scope: !68)
!74 = distinct !DISubprogram(name: "release", scope: !7, file: !7, line: 24, type: !13, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!75 = !DILocation(line: 24, column: 45, scope: !74)
!76 = !DILocation(line: 24, column: 40, scope: !74)
!77 = !DILocation(line: 24, column: 53, scope: !74)
